# classes: 1
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen1.5-1.8B-Chat")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen1.5-1.8B-Chat")

speculative = True
gen_kwargs = {"max_new_tokens": 8}
if speculative:
    gen_kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("Qwen/Qwen1.5-0.5B-Chat")

# long prompts blow up memory: no cache for this pass
speculative = False
if not speculative:
    gen_kwargs["use_cache"] = False

chat = [{"role": "user", "content": "tell me a long story about the king the queen and the garden"}]
enc = tokenizer(tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True), return_tensors="pt")
print(tokenizer.decode(model.generate(**enc, **gen_kwargs)[0]))
