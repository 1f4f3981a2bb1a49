// spots-bench's decode baseline: simdjson (Debian's libsimdjson-dev) parsing the same bytes as
// our decoder, to show the ceiling. Reads FILE and parses it with the DOM API, touching every
// item's title so no work is skipped: once to warm up (it also sizes the parser's buffers), then
// once for each line read from standard input, so that spots-bench can take turns with it:
//     READY titles=COUNT title_bytes=BYTES   after the warm-up
//     SAMPLE cpu=MS titles=COUNT      after each parse, MS the thread's processor time (steady
//                                     when other processes share the machine)
// Usage: simdjson-parse FILE      (built by Scripts/build-json-baseline.sh)
#include <simdjson.h>

#include <cstdio>
#include <iostream>
#include <string>
#include <time.h>

static double threadMilliseconds() {
    timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/// One DOM parse of `json`, touching every item's title; false when it is not JSON.
static bool parseOnce(simdjson::dom::parser &parser, const simdjson::padded_string &json, size_t &titles, size_t &titleBytes) {
    simdjson::dom::element root;
    if (parser.parse(json).get(root)) return false;
    size_t bytes = 0, count = 0;
    simdjson::dom::array components;
    if (root["components"].get(components) == simdjson::SUCCESS) {
        for (auto component : components) {
            simdjson::dom::array items;
            if (component["items"].get(items)) continue;
            for (auto item : items) {
                std::string_view title;
                if (item["title"].get(title) == simdjson::SUCCESS) {
                    bytes += title.size();
                    count++;
                }
            }
        }
    }
    titles = count;
    titleBytes = bytes;
    return true;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    simdjson::padded_string json;
    if (simdjson::padded_string::load(argv[1]).get(json)) {
        std::printf("RESULT error=unreadable\n");
        return 1;
    }
    simdjson::dom::parser parser;
    size_t titles = 0, titleBytes = 0;
    if (!parseOnce(parser, json, titles, titleBytes)) {
        std::printf("RESULT error=invalid-json\n");
        return 1;
    }
    std::printf("READY titles=%zu title_bytes=%zu\n", titles, titleBytes);
    std::fflush(stdout);
    for (std::string line; std::getline(std::cin, line);) {
        double cpuStart = threadMilliseconds();
        parseOnce(parser, json, titles, titleBytes);
        std::printf("SAMPLE cpu=%.4f titles=%zu\n", threadMilliseconds() - cpuStart, titles);
        std::fflush(stdout);
    }
    return 0;
}
