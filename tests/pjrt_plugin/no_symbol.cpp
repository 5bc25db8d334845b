// A shared library that is not a PJRT plugin (it exports no GetPjrtApi), for the test of how
// the client refuses one.
extern "C" __attribute__((visibility("default"))) int ladder_not_a_pjrt_plugin() { return 0; }
