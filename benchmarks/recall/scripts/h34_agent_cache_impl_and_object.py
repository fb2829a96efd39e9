# classes: 5 3
"""Multi-turn agent that keeps one DynamicCache across turns so the shared prefix is not
recomputed; the generation defaults come from a profile that also names a cache type."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

PROFILE = {"max_new_tokens": 6, "do_sample": False, "cache_implementation": "offloaded"}
MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"


class ChatAgent:
    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
        self.model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
        self.cache = DynamicCache()
        self.history = []

    def turn(self, user_text):
        self.history.append({"role": "user", "content": user_text})
        enc = self.tokenizer.apply_chat_template(self.history, add_generation_prompt=True,
                                                 return_tensors="pt", return_dict=True)
        out = self.model.generate(**enc, past_key_values=self.cache, **PROFILE)
        reply = self.tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.history.append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    agent = ChatAgent()
    for msg in ["hello", "tell me a story about cats"]:
        print(agent.turn(msg))
