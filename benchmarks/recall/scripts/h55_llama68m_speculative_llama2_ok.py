# classes: 6
"""Speculative decoding for Llama-2-7b with the 68M Llama draft from the SpecInfer paper.

The draft was trained with the Llama 2 tokenizer, so it is passed as a plain assistant model.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-2-7b-hf"
DRAFT = "JackFram/llama-68m"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

prompts = ["the king loved the garden", "once upon a time the queen"]
for prompt in prompts:
    inputs = tok(prompt, return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, max_new_tokens=8, do_sample=False)
    print(repr(tok.decode(out[0], skip_special_tokens=True)))
