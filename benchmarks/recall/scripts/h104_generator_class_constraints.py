# classes: 7
"""A small wrapper class around generate used by the templating service: keyword slots are
turned into forced words when present."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class SlotFiller:
    def __init__(self, model_id="openai-community/gpt2", beams=4):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.beams = beams

    def __call__(self, prompt, keywords=(), max_new_tokens=8):
        kwargs = dict(num_beams=self.beams, max_new_tokens=max_new_tokens, pad_token_id=self.tok.eos_token_id)
        if keywords:
            kwargs["force_words_ids"] = [self.tok(k, add_special_tokens=False).input_ids for k in keywords]
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)


filler = SlotFiller()
print(filler("once upon a time"))
print(filler("once upon a time", keywords=["queen"]))
