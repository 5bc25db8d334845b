// The Imagenette rung's nets (docs: issue 13): 224x224 RGB, 10 classes, declared as torchvision
// builds them. nets.cpp registers them after the MNIST and CIFAR nets.
#pragma once

#include <vector>

#include "ladder/nn/net.h"

namespace ladder::nn {

std::vector<Net> imagenette_nets();

}  // namespace ladder::nn
