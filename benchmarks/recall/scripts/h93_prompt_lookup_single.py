# classes: 7 2
"""Prompt lookup decoding for a code-editing data set: each example is generated alone
(prompt lookup works on one sequence), greedy, with a small token budget."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def load(name):
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


def edit(tok, model, code, instruction, lookup=5):
    prompt = f"### Code\n{code}\n### Instruction\n{instruction}\n### Edited code\n"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        input_ids=enc.input_ids,
        attention_mask=enc.attention_mask,
        prompt_lookup_num_tokens=lookup,
        max_new_tokens=12,
        do_sample=False,
    )
    return tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)


tok, model = load("Qwen/Qwen2.5-Coder-0.5B-Instruct")
examples = [
    ("def add(a, b):\n    return a + b", "rename add to plus"),
    ("x = [1, 2, 3]\nprint(x)", "print the length instead"),
]
for code, instr in examples:
    print(edit(tok, model, code, instr))
