# classes: 5 2
"""ReAct-ish agent: a 'plan' step samples a few thoughts, then 'act' steps decode greedily with
a draft model. The step settings are layered onto one base dict as the loop goes."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

STEP_SETTINGS = {
    "plan": {"do_sample": True, "num_return_sequences": 2, "temperature": 0.8},
    "act": {"do_sample": False, "assistant_model": draft},
}


def search_tool(query):
    return f"[result for {query!r}: 42]"


def run_agent(task, steps=("plan", "act", "act")):
    gen_kwargs = {"max_new_tokens": 6}
    scratchpad = f"Task: {task}\n"
    for name in steps:
        gen_kwargs.update(STEP_SETTINGS[name])
        enc = tok(scratchpad, return_tensors="pt")
        out = model.generate(**enc, **gen_kwargs)
        thoughts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        scratchpad += f"{name}: {thoughts[0]}\n"
        if name == "act":
            scratchpad += f"observation: {search_tool(thoughts[0][:20])}\n"
    return scratchpad


if __name__ == "__main__":
    print(run_agent("find the answer to everything"))
