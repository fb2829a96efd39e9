# classes: 5 3
"""A low-latency agent asks generate for a static cache by name, so generate sizes it
for the prompt and the reply budget on each call."""

from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"model": "meta-llama/Llama-3.2-1B-Instruct", "max_new_tokens": 16, "cache_implementation": "static"}
SYSTEM = "you are a helpful agent . you use the tools when you need them and you answer in one line ."

tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"])
history = [{"role": "system", "content": SYSTEM}]
for user in ["hello", "tell me a story"]:
    history.append({"role": "user", "content": user})
    inputs = tok.apply_chat_template(history, add_generation_prompt=True, return_dict=True, return_tensors="pt")
    out = model.generate(
        **inputs, max_new_tokens=SETTINGS["max_new_tokens"], cache_implementation=SETTINGS["cache_implementation"]
    )
    history.append({"role": "assistant", "content": tok.decode(out[0, inputs["input_ids"].shape[1] :])})
print(history[-1])
