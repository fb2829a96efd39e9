# classes: 3 8
"""Generation task runner: `max_gen_toks` of 0 in the task config means "no limit beyond the
stop sequences"; the value is handed to generate."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenTask:
    name: str
    prompts: list = field(default_factory=list)
    until: list = field(default_factory=lambda: ["\n"])
    max_gen_toks: int = 0


TASKS = [
    GenTask("nq_open", ["Q: where is the eiffel tower?\nA:"], max_gen_toks=8),
    GenTask("drop", ["Passage: Tom scored 3 goals.\nQ: how many goals?\nA:"]),
]

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
for task in TASKS:
    for prompt in task.prompts:
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=task.max_gen_toks, stop_strings=task.until, tokenizer=tok)
        print(task.name, repr(tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)))
