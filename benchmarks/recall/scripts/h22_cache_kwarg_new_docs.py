# classes: 8 5
"""KV cache strategies page, copied from the newest docs: the cache goes in as `cache=`."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

CKPT = "meta-llama/Llama-3.2-1B-Instruct"


def chat_once(model, tokenizer, user_message, max_new_tokens=10):
    inputs = tokenizer.apply_chat_template(
        [{"role": "user", "content": user_message}],
        add_generation_prompt=True,
        return_tensors="pt",
        return_dict=True,
    )
    kv = DynamicCache()
    generated = model.generate(**inputs, cache=kv, max_new_tokens=max_new_tokens, do_sample=False)
    return tokenizer.decode(generated[0][inputs["input_ids"].shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(CKPT)
    lm = AutoModelForCausalLM.from_pretrained(CKPT, torch_dtype=torch.float32)
    print(chat_once(lm, tok, "Tell me a joke about caches."))
