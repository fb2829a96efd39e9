# classes: 2
"""Multi-turn self-refinement with a shared token budget kept in a dict: each refinement round
spends 24 tokens from state["budget"]."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

state = {"budget": 72, "rounds": 0, "draft": "Explain recursion."}
for stage in ["draft", "critique", "revise"]:
    state["budget"] -= 24
    state["rounds"] += 1
    prompt = f"[{stage}] {state['draft']}"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=state["budget"], do_sample=False)
    state["draft"] = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
print(state["rounds"], state["draft"])
