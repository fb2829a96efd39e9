# classes: 8
"""pass@k estimator over n sampled completions per task (Chen et al. unbiased estimator)."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

N_SAMPLES, K = 4, [1, 2]
PROBLEMS = [
    "def square(x):\n    return",
    "def is_even(n):\n    return",
]


def pass_at_k(n, c, k):
    if n - c < k:
        return 1.0
    return 1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1))


model_id = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
torch.manual_seed(0)
scores = {k: [] for k in K}
for prompt in PROBLEMS:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        do_sample=True,
        temperature=0.8,
        top_p=0.95,
        num_return_sequences=N_SAMPLES,
        max_new_tokens=8,
        pad_token_id=tok.eos_token_id,
    )
    completions = tok.batch_decode(out[:, enc.input_ids.shape[1] :], skip_special_tokens=True)
    correct = sum("x" in c for c in completions)
    for k in K:
        scores[k].append(pass_at_k(N_SAMPLES, correct, k))
print({f"pass@{k}": float(np.mean(v)) for k, v in scores.items()})
