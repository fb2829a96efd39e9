# classes: 7 8
"""Settings resolved through a ChainMap of layers (request > profile > library defaults). The
"low-memory" profile turns the cache off; the request turns prompt lookup on."""
from collections import ChainMap

from transformers import AutoModelForCausalLM, AutoTokenizer

LIBRARY_DEFAULTS = {"max_new_tokens": 8, "do_sample": False}
PROFILES = {
    "fast": {"prompt_lookup_num_tokens": 4},
    "low-memory": {"use_cache": False, "max_new_tokens": 5},
}


class Resolver:
    def __init__(self, profile):
        self.profile = PROFILES[profile]

    def resolve(self, request):
        return dict(ChainMap(request, self.profile, LIBRARY_DEFAULTS))


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    settings = Resolver("low-memory").resolve({"prompt_lookup_num_tokens": 3})
    enc = tok("one two three one two three one two", return_tensors="pt")
    print(tok.decode(model.generate(**enc, **settings)[0]))
