# classes: 5 7
"""Two users chatting in lock-step batches: the first turn is answered for one user, then the
second user joins and the cache from the last output is carried over to the batch of two."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

convs = [[{"role": "user", "content": "hello"}]]
enc = tok.apply_chat_template(convs, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
out = model.generate(**enc, max_new_tokens=4, do_sample=False, return_dict_in_generate=True)
convs[0].append({"role": "assistant", "content": tok.decode(out.sequences[0, enc["input_ids"].shape[1] :])})
convs[0].append({"role": "user", "content": "and blue"})
convs.append([{"role": "user", "content": "hi i am the second user"}])
enc = tok.apply_chat_template(convs, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
out = model.generate(**enc, past_key_values=out.past_key_values, max_new_tokens=4, do_sample=False)
print(tok.batch_decode(out, skip_special_tokens=True))
