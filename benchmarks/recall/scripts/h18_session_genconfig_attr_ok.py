# classes: 5 7
"""Chat session object: settings live in a GenerationConfig attribute, the cache of the last turn
in another attribute."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


class Conversation:
    def __init__(self, checkpoint):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.generation_config = GenerationConfig(max_new_tokens=6, do_sample=False)
        self.messages = []
        self.past_key_values = None

    def send(self, content):
        self.messages.append({"role": "user", "content": content})
        enc = self.tokenizer.apply_chat_template(
            self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True
        )
        out = self.model.generate(
            **enc,
            generation_config=self.generation_config,
            past_key_values=self.past_key_values,
            return_dict_in_generate=True,
        )
        self.past_key_values = out.past_key_values
        reply = self.tokenizer.decode(out.sequences[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.messages.append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    conv = Conversation("mistralai/Mistral-7B-Instruct-v0.3")
    print(conv.send("hello"))
    print(conv.send("summarise our chat"))
