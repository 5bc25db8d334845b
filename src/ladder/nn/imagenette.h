// The Imagenette rung's nets (docs: issue 13): 224x224 RGB, 10 classes, declared as torchvision
// builds them. nets.cpp registers them after the MNIST and CIFAR nets.
#pragma once

#include <cstdint>
#include <vector>

#include "ladder/nn/net.h"

namespace ladder::nn {

std::vector<Net> imagenette_nets();

// MobileNetV4-Conv-M with another number of classes (its published count is at 1000).
Net mobilenetv4_conv_medium(int64_t classes);

}  // namespace ladder::nn
