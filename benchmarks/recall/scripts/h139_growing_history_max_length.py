# classes: 8 2
"""A conversational agent whose history grows each turn (user message, assistant reply,
tool observation); every generate call is bounded by a total max_length."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
OBSERVATION = "the tool says the quick brown fox jumps over the lazy dog once upon a time there lived a king"

history = [{"role": "system", "content": "you are a helpful agent"}]
for turn in range(4):
    history.append({"role": "user", "content": f"step {turn}: tell me more"})
    ids = tok.apply_chat_template(history, add_generation_prompt=True, return_dict=True, return_tensors="pt")
    out = model.generate(**ids, max_length=48)
    reply = tok.decode(out[0, ids["input_ids"].shape[1] :], skip_special_tokens=True)
    history.append({"role": "assistant", "content": reply})
    history.append({"role": "user", "content": f"Observation: {OBSERVATION}"})
print(len(history))
