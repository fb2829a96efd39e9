# classes: 7
"""A model subclass whose generate() turns prompt lookup on by default before super().generate;
the caller's own use_cache=True wins over the subclass's default."""
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
    print(tok.decode(model.generate(**enc, use_cache=True)[0]))
