# classes: 7
"""Chat helper that asks for the dict form (to get the attention mask) and spreads it into generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Assistant:
    def __init__(self, name="mistralai/Mistral-7B-Instruct-v0.3"):
        self.tokenizer = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)

    def __call__(self, messages, max_new_tokens=8):
        inputs = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        output = self.model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=False)
        return self.tokenizer.decode(output[0], skip_special_tokens=True)


bot = Assistant()
print(bot([{"role": "user", "content": "hello there"}]))
