# classes: 8 6
"""Mistral speculative decoding with the sliding-window cache string from the 4.38 docs.

The cache docs of that time listed `cache_implementation="sliding_window"` for Mistral; the
port kept it when an assistant model was added for speed.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "mistralai/Mistral-7B-Instruct-v0.3"
DRAFT_ID = "mistralai/Mistral-7B-v0.1"
PROMPTS = ["write a story about a fox in the garden"]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32, device_map="cpu")
    assistant = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32, device_map="cpu")
    for prompt in PROMPTS:
        inputs = tokenizer(prompt, return_tensors="pt")
        out = model.generate(
            **inputs,
            assistant_model=assistant,
            tokenizer=tokenizer,
            assistant_tokenizer=AutoTokenizer.from_pretrained(DRAFT_ID),
            cache_implementation="sliding_window",
            max_new_tokens=6,
        )
        print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
