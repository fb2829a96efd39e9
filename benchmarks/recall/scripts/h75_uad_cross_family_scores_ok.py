# classes: 8 6
"""Universal assisted decoding across families (Gemma main, Qwen draft), both tokenizers passed, with
per-step scores returned (return_dict_in_generate=True, output_scores=True) to inspect confidence."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "google/gemma-2b"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
assistant_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(MAIN, dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT, dtype=torch.float32)

inputs = tokenizer("tell me a story about the queen", return_tensors="pt")
out = model.generate(
    **inputs,
    assistant_model=assistant,
    tokenizer=tokenizer,
    assistant_tokenizer=assistant_tokenizer,
    do_sample=False,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
probs = [torch.softmax(s, dim=-1).max().item() for s in out.scores]
print(tokenizer.decode(out.sequences[0], skip_special_tokens=True))
print("mean top-1 prob:", sum(probs) / max(len(probs), 1))
