# classes: 5 7
"""Chat driver with an explicit turn counter; a shared GenerationConfig sets a static cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
config = GenerationConfig(max_new_tokens=5, cache_implementation="static", return_dict_in_generate=True)

TURNS = ["hello", "what is the capital of italy", "thanks"]
turn, past, history = 0, None, []
while turn < len(TURNS):
    history.append({"role": "user", "content": TURNS[turn]})
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, generation_config=config, past_key_values=past)
    past = out.past_key_values
    history.append({"role": "assistant", "content": tok.decode(out.sequences[0, enc["input_ids"].shape[1]:])})
    turn += 1
print(history[-1]["content"])
