# classes: 5 9
"""KV-cache docs + assisted generation: a fresh DynamicCache for every request, SmolLM2 drafting for SmolLM2."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)


def answer(question: str, max_new_tokens: int = 10) -> str:
    messages = [{"role": "user", "content": question}]
    inputs = tokenizer.apply_chat_template(
        messages, add_generation_prompt=True, return_tensors="pt", return_dict=True
    )
    cache = DynamicCache()
    out = model.generate(
        **inputs,
        past_key_values=cache,
        assistant_model=draft,
        max_new_tokens=max_new_tokens,
        do_sample=False,
    )
    return tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


for q in ["Hello, what's your name?", "Name a prime number."]:
    print(q, "->", answer(q))
