# classes: 2 9
"""Assisted generation, adapted from the HF docs: Pythia-1.4b drafted by Pythia-160m, one prompt at a time."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "EleutherAI/pythia-1.4b"
DRAFT = "EleutherAI/pythia-160m"

PROMPTS = [
    "Alice and Bob",
    "The quick brown fox",
    "In a hole in the ground there lived",
]


def load(device="cpu"):
    tokenizer = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32).to(device)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32).to(device)
    return tokenizer, target, draft


def main():
    tokenizer, target, draft = load()
    sampling = GenerationConfig(do_sample=True, temperature=0.5, max_new_tokens=12)
    outputs = {}
    for prompt in PROMPTS:
        inputs = tokenizer(prompt, return_tensors="pt")
        with torch.no_grad():
            out = target.generate(**inputs, assistant_model=draft, generation_config=sampling)
        outputs[prompt] = tokenizer.batch_decode(out, skip_special_tokens=True)[0]
    for prompt, text in outputs.items():
        print(f"{prompt!r} -> {text!r}")


if __name__ == "__main__":
    main()
