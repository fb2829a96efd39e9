# classes: 2 3
"""Exploration schedule for on-policy rollouts: the sampling temperature is annealed linearly from t_start to t_end
over the rollout steps."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Schedule:
    t_start: float = 1.0
    t_end: float = 0.0
    steps: int = 3

    def temperature(self, step):
        frac = step / max(1, self.steps - 1)
        return self.t_start + (self.t_end - self.t_start) * frac


def main():
    name = "HuggingFaceTB/SmolLM2-135M-Instruct"
    tok = AutoTokenizer.from_pretrained(name)
    policy = AutoModelForCausalLM.from_pretrained(name)
    sched = Schedule()
    enc = tok("tell me a story about the dog", return_tensors="pt")
    for step in range(sched.steps):
        temp = sched.temperature(step)
        with torch.no_grad():
            out = policy.generate(**enc, do_sample=True, temperature=temp, num_return_sequences=2, max_new_tokens=6)
        print(step, round(temp, 2), out.shape)


if __name__ == "__main__":
    main()
