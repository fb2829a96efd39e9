# classes: 6 7
"""A coding agent on a Llama 3.1 8B instruct model, sped up with the smallest Qwen2
instruct model as the draft (the agent config pairs them by size, not by family)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {"main": "meta-llama/Llama-3.1-8B-Instruct", "draft": "Qwen/Qwen2-0.5B-Instruct", "max_new_tokens": 8}


class Engine:
    def __init__(self, cfg):
        self.tok = AutoTokenizer.from_pretrained(cfg["main"])
        self.model = AutoModelForCausalLM.from_pretrained(cfg["main"])
        self.draft = AutoModelForCausalLM.from_pretrained(cfg["draft"])
        self.max_new_tokens = cfg["max_new_tokens"]

    def __call__(self, messages, **kwargs):
        inputs = self.tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        out = self.model.generate(**inputs, assistant_model=self.draft, max_new_tokens=self.max_new_tokens, **kwargs)
        return self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    engine = Engine(CONFIG)
    print(engine([{"role": "user", "content": "write a function that counts words"}]))
