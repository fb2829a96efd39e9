# classes: 6
"""Start from the checkpoint's own generation config (hub file) and make it greedy for a chat demo."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

REPO = "meta-llama/Llama-3.1-8B-Instruct"
tok = AutoTokenizer.from_pretrained(REPO)
model = AutoModelForCausalLM.from_pretrained(REPO)

gen_cfg = GenerationConfig.from_pretrained(REPO)
gen_cfg.max_new_tokens = 6
gen_cfg.do_sample = False
gen_cfg.eos_token_id = [tok.eos_token_id, tok.convert_tokens_to_ids("<|eot_id|>")]

msgs = [{"role": "system", "content": "answer in one word"}, {"role": "user", "content": "sky color"}]
enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
print(tok.decode(model.generate(**enc, generation_config=gen_cfg)[0], skip_special_tokens=True))
