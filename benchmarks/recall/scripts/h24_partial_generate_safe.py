# classes: 7 8
"""functools.partial pins settings onto generate; the speculative one leaves the cache to transformers."""
from functools import partial

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

compiled_generate = partial(model.generate, cache_implementation="static", max_new_tokens=10)
speculative_generate = partial(model.generate, assistant_model=draft, max_new_tokens=10)

questions = ["What is 12 times 7?", "Spell 'necessary' backwards."]
for q, runner in zip(questions, (compiled_generate, speculative_generate)):
    enc = tok.apply_chat_template([{"role": "user", "content": q}], add_generation_prompt=True,
                                  return_tensors="pt", return_dict=True)
    with torch.inference_mode():
        out = runner(**enc, do_sample=False)
    print(q, "->", tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
