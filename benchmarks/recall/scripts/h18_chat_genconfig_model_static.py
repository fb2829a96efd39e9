# classes: 5 6
"""REPL-style chat: the model's generation config is switched to a static cache for torch.compile,
and each turn continues from the cache the previous turn returned."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
model.generation_config.cache_implementation = "static"
model.generation_config.max_new_tokens = 6

SCRIPTED_INPUT = ["hello", "what is a river", "/quit"]


def repl():
    chat, past = [], None
    for line in SCRIPTED_INPUT:
        if line == "/quit":
            break
        chat.append({"role": "user", "content": line})
        enc = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**enc, past_key_values=past, return_dict_in_generate=True)
        past = out.past_key_values
        text = tok.decode(out.sequences[0][enc["input_ids"].shape[-1]:], skip_special_tokens=True)
        chat.append({"role": "assistant", "content": text})
        print(text)


repl()
