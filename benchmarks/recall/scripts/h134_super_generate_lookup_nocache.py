# classes: 7 8
"""A model subclass whose generate() fills in the team's defaults before calling super().generate:
prompt lookup on, and the cache off "to keep memory flat" on long documents."""
from transformers import AutoTokenizer, LlamaForCausalLM


class LookupLlama(LlamaForCausalLM):
    def generate(self, *args, **kwargs):
        kwargs.setdefault("prompt_lookup_num_tokens", 3)
        kwargs.setdefault("use_cache", False)
        kwargs.setdefault("max_new_tokens", 6)
        return super().generate(*args, **kwargs)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
    model = LookupLlama.from_pretrained("JackFram/llama-68m")
    enc = tok("the quick brown fox jumps over the lazy dog the quick brown fox", return_tensors="pt")
    print(tok.decode(model.generate(**enc)[0]))
