# classes: 7 8
"""functools.partial pins compile-friendly settings onto model.generate; the draft is added per call."""
from functools import partial

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

fast_generate = partial(model.generate, cache_implementation="static", max_new_tokens=10, do_sample=False)

questions = ["What is 12 times 7?", "Spell 'necessary' backwards."]
for q in questions:
    enc = tok.apply_chat_template([{"role": "user", "content": q}], add_generation_prompt=True,
                                  return_tensors="pt", return_dict=True)
    with torch.inference_mode():
        out = fast_generate(**enc, assistant_model=draft)
    print(q, "->", tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
