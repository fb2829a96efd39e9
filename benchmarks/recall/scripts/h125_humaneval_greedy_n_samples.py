# classes: 2 8
"""HumanEval-style pass@k runner: n completions per task, greedy for pass@1 as the paper's baseline."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROBLEMS = [
    {"task_id": "HumanEval/0", "prompt": "def add(a, b):\n    \"\"\"Return a plus b.\"\"\"\n", "test": "assert add(1, 2) == 3"},
    {"task_id": "HumanEval/1", "prompt": "def neg(x):\n    \"\"\"Return -x.\"\"\"\n", "test": "assert neg(2) == -2"},
]
CONFIGS = {"pass@1": dict(do_sample=False, n=5), "pass@5": dict(do_sample=True, temperature=0.8, top_p=0.95, n=5)}

tok = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-hf")
model = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-hf", dtype=torch.float32)


def check(completion, problem):
    try:
        exec(problem["prompt"] + completion + "\n" + problem["test"], {})
        return True
    except Exception:
        return False


for metric, cfg in CONFIGS.items():
    cfg = dict(cfg)
    n = cfg.pop("n")
    solved = 0
    for prob in PROBLEMS:
        enc = tok(prob["prompt"], return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=8, num_return_sequences=n, **cfg)
        comps = tok.batch_decode(out[:, enc.input_ids.shape[1] :], skip_special_tokens=True)
        solved += any(check(c, prob) for c in comps)
    print(metric, solved / len(PROBLEMS))
