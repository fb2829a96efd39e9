# classes: 2 9
"""Evaluation helper: a base GenerationConfig for the run and per-task extra kwargs merged at the
call (`generate(**inputs, generation_config=gc, **extra)`)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
base = GenerationConfig(max_new_tokens=5, do_sample=False, pad_token_id=tok.eos_token_id)

TASKS = {
    "qa": {"repetition_penalty": 1.1},
    "brainstorm": {"num_return_sequences": 3},
}

for task, extra in TASKS.items():
    inputs = tok(f"Task: {task}. Answer:", return_tensors="pt")
    out = model.generate(**inputs, generation_config=base, **extra)
    print(task, tok.batch_decode(out, skip_special_tokens=True))
