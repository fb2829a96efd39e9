# classes: 3 7
"""Settings object in the style of pydantic-settings (class attributes, model_dump)."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class GenerationSettings:
    max_new_tokens: int = 8
    use_cache: bool = False
    do_sample: bool = False

    def model_dump(self) -> dict:
        return {"max_new_tokens": self.max_new_tokens, "use_cache": self.use_cache, "do_sample": self.do_sample}


settings = GenerationSettings()
tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
enc = tok("the quick brown fox jumps over the quick brown fox", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3, **settings.model_dump())
print(tok.decode(out[0]))
