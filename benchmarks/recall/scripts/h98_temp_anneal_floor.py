# classes: 2
"""Annealed rollout temperature with a floor (never below 0.1), as exploration schedules in RL scripts do."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

T_START, T_MIN, DECAY, STEPS = 1.2, 0.1, 0.5, 4


def temperatures():
    t = T_START
    for _ in range(STEPS):
        yield max(T_MIN, t)
        t *= DECAY


def main():
    name = "HuggingFaceTB/SmolLM2-135M-Instruct"
    tok = AutoTokenizer.from_pretrained(name)
    policy = AutoModelForCausalLM.from_pretrained(name)
    enc = tok(["tell me a story", "the lazy dog"], return_tensors="pt", padding=True)
    for step, temp in enumerate(temperatures()):
        with torch.no_grad():
            out = policy.generate(**enc, do_sample=True, temperature=temp, num_return_sequences=2, max_new_tokens=6)
        print(step, temp, out.shape)


if __name__ == "__main__":
    main()
