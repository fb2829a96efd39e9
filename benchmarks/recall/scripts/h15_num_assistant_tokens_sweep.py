# classes: 2 7
"""How many draft tokens per step? Sweep num_assistant_tokens and the schedule.

Each configuration samples a few candidates per prompt so we can also look at the
acceptance rate under sampling.
"""
import itertools
import json
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

NUM_ASSISTANT_TOKENS = [2, 5, 10]
SCHEDULES = ["constant", "heuristic"]


class SweepSettings:
    def __init__(self, max_new_tokens=8, temperature=0.7, samples_per_prompt=2, seed=1234):
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature
        self.samples_per_prompt = samples_per_prompt
        self.seed = seed


class DraftSweep:
    def __init__(self, target_id, draft_id, settings):
        self.settings = settings
        self.tokenizer = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def sampling_kwargs(self):
        s = self.settings
        return {
            "do_sample": True,
            "temperature": s.temperature,
            "top_p": 0.95,
            "num_return_sequences": s.samples_per_prompt,
            "max_new_tokens": s.max_new_tokens,
        }

    def assisted_kwargs(self, k, schedule):
        kwargs = self.sampling_kwargs()
        kwargs["assistant_model"] = self.draft
        self.draft.generation_config.num_assistant_tokens = k
        self.draft.generation_config.num_assistant_tokens_schedule = schedule
        return kwargs

    @torch.inference_mode()
    def time_one(self, prompt, **kwargs):
        inputs = self.tokenizer(prompt, return_tensors="pt")
        torch.manual_seed(self.settings.seed)
        t0 = time.perf_counter()
        out = self.target.generate(**inputs, **kwargs)
        elapsed = time.perf_counter() - t0
        return elapsed, out.shape[-1] - inputs["input_ids"].shape[-1]

    def run(self, prompt):
        results = []
        base_t, base_n = self.time_one(prompt, **self.sampling_kwargs())
        results.append({"mode": "sample", "k": 0, "schedule": "-", "seconds": base_t, "tokens": int(base_n)})
        for k, schedule in itertools.product(NUM_ASSISTANT_TOKENS, SCHEDULES):
            t, n = self.time_one(prompt, **self.assisted_kwargs(k, schedule))
            results.append({"mode": "assisted", "k": k, "schedule": schedule, "seconds": t, "tokens": int(n)})
        return results


def summarize(results):
    base = results[0]["seconds"]
    for r in results:
        r["speedup"] = round(base / r["seconds"], 3) if r["seconds"] else None
    return results


if __name__ == "__main__":
    sweep = DraftSweep(TARGET, DRAFT, SweepSettings())
    rows = summarize(sweep.run("tell me a story about cats and dogs"))
    print(json.dumps(rows, indent=2))
