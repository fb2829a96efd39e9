# classes: 8 2
"""An agent that plans several tool calls and asks the model for their arguments one
call at a time, with a draft model for speed (assisted decoding takes one sequence)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

for name in ["search", "calculator", "weather"]:
    messages = [{"role": "user", "content": f"give the arguments for {name}"}]
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
    print(name, tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))
