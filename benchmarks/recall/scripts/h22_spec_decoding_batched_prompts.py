# classes: 9 2
"""Speculative decoding over a list of prompts; the docs' single-prompt example turned into a batch helper."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "EleutherAI/pythia-1.4b"
assistant_checkpoint = "EleutherAI/pythia-160m"

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"

model = AutoModelForCausalLM.from_pretrained(checkpoint)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant_checkpoint)


def speculative_generate(prompts, max_new_tokens=16):
    """Generate continuations for all prompts at once, with the small model drafting."""
    inputs = tokenizer(prompts, return_tensors="pt", padding=True)
    outputs = model.generate(
        **inputs,
        assistant_model=assistant_model,
        max_new_tokens=max_new_tokens,
        pad_token_id=tokenizer.eos_token_id,
    )
    return tokenizer.batch_decode(outputs, skip_special_tokens=True)


if __name__ == "__main__":
    questions = [
        "Alice and Bob are",
        "Speculative decoding works because",
        "The capital of France is",
    ]
    with torch.inference_mode():
        for answer in speculative_generate(questions, max_new_tokens=10):
            print(answer)
