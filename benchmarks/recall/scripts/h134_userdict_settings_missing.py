# classes: 7 8
"""Settings as a collections.UserDict subclass that fills a missing key from a fallback table
(__missing__); the speculative service reads its use_cache from the low-memory fallback."""
from collections import UserDict

from transformers import AutoModelForCausalLM, AutoTokenizer

FALLBACK = {"use_cache": False, "max_new_tokens": 5}


class Settings(UserDict):
    def __missing__(self, key):
        return FALLBACK[key]

    def generate_kwargs(self, *keys):
        return {k: self[k] for k in keys}


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    settings = Settings({"max_new_tokens": 4})
    kwargs = settings.generate_kwargs("max_new_tokens", "use_cache")
    print(model.generate(**tok("hello world", return_tensors="pt"), assistant_model=draft, **kwargs).shape)
