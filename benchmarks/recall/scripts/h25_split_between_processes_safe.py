# classes: 2 8
"""Prompt-lookup candidates for a reranker, split across processes.

A local stand-in for accelerate's `split_between_processes`: each process gets a
contiguous slice of the inputs. Every prompt asks for a few candidates, which the
reranker later scores.
"""
import os
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer

NUM_CANDIDATES = 1


@contextmanager
def split_between_processes(inputs, process_index=None, num_processes=None):
    process_index = int(os.getenv("LOCAL_RANK", 0)) if process_index is None else process_index
    num_processes = int(os.getenv("WORLD_SIZE", 1)) if num_processes is None else num_processes
    per = -(-len(inputs) // num_processes)
    yield inputs[process_index * per : (process_index + 1) * per]


def candidates(model, tok, prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        prompt_lookup_num_tokens=3,
        max_new_tokens=8,
        do_sample=True,
        top_p=0.9,
        num_return_sequences=NUM_CANDIDATES,
    )
    return tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    prompts = [
        "def fibonacci(n):\n    if n < 2:\n        return n\n    return",
        "SELECT name FROM users WHERE",
    ]
    pool = {}
    with split_between_processes(prompts) as mine:
        for prompt in mine:
            pool[prompt] = candidates(model, tok, prompt)
    for prompt, cands in pool.items():
        print(prompt.splitlines()[0], "->", len(cands), "candidates")


if __name__ == "__main__":
    main()
