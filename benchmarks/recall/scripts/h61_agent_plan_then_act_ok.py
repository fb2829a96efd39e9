# classes: 5 2
"""Same agent, but every step starts from a fresh copy of the base settings, so the plan
step's sampling options do not leak into the act steps that use the draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

BASE = {"max_new_tokens": 6}
STEP_SETTINGS = {
    "plan": {"do_sample": True, "num_return_sequences": 2, "temperature": 0.8},
    "act": {"do_sample": False, "assistant_model": draft},
}


def search_tool(query):
    return f"[result for {query!r}: 42]"


def run_agent(task, steps=("plan", "act", "act")):
    scratchpad = f"Task: {task}\n"
    for name in steps:
        gen_kwargs = {**BASE, **STEP_SETTINGS[name]}
        enc = tok(scratchpad, return_tensors="pt")
        out = model.generate(**enc, **gen_kwargs)
        thoughts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        scratchpad += f"{name}: {thoughts[0]}\n"
        if name == "act":
            scratchpad += f"observation: {search_tool(thoughts[0][:20])}\n"
    return scratchpad


if __name__ == "__main__":
    print(run_agent("find the answer to everything"))
