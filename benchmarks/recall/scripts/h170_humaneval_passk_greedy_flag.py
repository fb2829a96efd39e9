# classes: 3 8
"""HumanEval-style pass@k sampler: n completions per problem; `--greedy` switches to a single
greedy completion (and n becomes 1)."""
import argparse
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

PROBLEMS = [
    {"task_id": "HumanEval/0", "prompt": 'def add(a, b):\n    """Return a + b."""\n'},
    {"task_id": "HumanEval/1", "prompt": 'def is_even(n):\n    """Return True if n is even."""\n'},
]
STOP = ["\ndef", "\nclass", "\nif __name__", "\nprint("]


def truncate(completion):
    cut = len(completion)
    for s in STOP:
        idx = completion.find(s)
        if idx != -1:
            cut = min(cut, idx)
    return completion[:cut]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="Salesforce/codegen-350M-mono")
    parser.add_argument("--n-samples", type=int, default=4)
    parser.add_argument("--temperature", type=float, default=0.8)
    parser.add_argument("--greedy", action="store_true")
    parser.add_argument("--max-new-tokens", type=int, default=8)
    args = parser.parse_args()
    if args.greedy:
        gen_kwargs = {"do_sample": False, "num_return_sequences": 1}
    else:
        gen_kwargs = {"do_sample": True, "temperature": args.temperature, "num_return_sequences": args.n_samples}

    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    samples = []
    for problem in PROBLEMS:
        enc = tok(problem["prompt"], return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=args.max_new_tokens, pad_token_id=tok.eos_token_id, **gen_kwargs)
        n_prompt = enc["input_ids"].shape[1]
        for seq in out:
            samples.append({"task_id": problem["task_id"], "completion": truncate(tok.decode(seq[n_prompt:]))})
    print(json.dumps(samples[:2], indent=1))


if __name__ == "__main__":
    main()
