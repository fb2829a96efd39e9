# classes: 2 8
"""torch.utils.benchmark ablation of the assistant settings (memory-saving variants included)."""
import torch
import torch.utils.benchmark as benchmark
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
enc = tok("The weather forecast for tomorrow says", return_tensors="pt")

ABLATIONS = [
    ("baseline", {}),
    ("assist-k4", {"assistant_model": draft, "num_assistant_tokens": 4}),
    ("assist-nocache", {"assistant_model": draft, "use_cache": False}),
]


def run(kwargs):
    with torch.no_grad():
        return model.generate(**enc, max_new_tokens=6, **kwargs)


results = []
for label, kwargs in ABLATIONS:
    run(kwargs)  # warm-up / sanity check
    timer = benchmark.Timer(stmt="run(kwargs)", globals={"run": run, "kwargs": kwargs}, label="generate", sub_label=label)
    results.append(timer.timeit(2))

benchmark.Compare(results).print()
