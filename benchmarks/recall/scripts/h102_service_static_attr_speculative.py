# classes: 8 7
"""Inference service: static cache switched on via generation_config, speculative decoding per request."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class FastGenerator:
    def __init__(self, model_id, draft_id=None):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id).eval()
        self.model.generation_config.cache_implementation = "static"
        self.model.generation_config.max_new_tokens = 12
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id).eval() if draft_id else None

    def __call__(self, prompt, speculative=True):
        enc = self.tok(prompt, return_tensors="pt")
        kwargs = {"do_sample": False}
        if speculative and self.draft is not None:
            kwargs["assistant_model"] = self.draft
        out = self.model.generate(**enc, **kwargs)
        return self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


gen = FastGenerator("meta-llama/Llama-3.1-8B-Instruct", draft_id="meta-llama/Llama-3.2-1B-Instruct")
print(gen("tell me a story about the queen"))
print(gen("hello world", speculative=False))
