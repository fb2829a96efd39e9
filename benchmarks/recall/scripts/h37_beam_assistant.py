# classes: 1 8
"""Beam search "for quality" added to an assisted-generation snippet.

The snippet from an issue used a draft; a later commit added num_beams=3 for better
answers, without removing the draft.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

USE_BEAMS = True
kwargs = dict(max_new_tokens=6, assistant_model=draft)
if USE_BEAMS:
    kwargs["num_beams"] = 3
    kwargs["early_stopping"] = True

enc = tok("A short story about a robot:", return_tensors="pt")
out = model.generate(**enc, **kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
