# classes: 2 8
"""pass@k sweep; prompt lookup only for the single-sample (k=1) greedy pass, plain sampling otherwise."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
PROBLEMS = ["def add(a, b):\n    return", "def is_even(n):\n    return"]
KS = [1, 4]

tok = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

for k in KS:
    gen_kwargs = {"max_new_tokens": 8, "num_return_sequences": k}
    if k == 1:
        gen_kwargs["prompt_lookup_num_tokens"] = 5
    else:
        gen_kwargs.update(do_sample=True, temperature=0.8)
    solved = 0
    for prob in PROBLEMS:
        ids = tok(prob, return_tensors="pt")
        outs = model.generate(**ids, **gen_kwargs)
        solved += any("return" in s for s in tok.batch_decode(outs, skip_special_tokens=True))
    print(f"pass@{k}: {solved}/{len(PROBLEMS)}")
