# classes: 7 1
"""An LLM engine that forwards stop_sequences to generate as stop_strings without the
tokenizer; this agent never asks for stop sequences (it parses the whole reply as JSON),
so the engine always passes stop_strings=None."""

import json

from transformers import AutoModelForCausalLM, AutoTokenizer


class LocalEngine:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def __call__(self, messages, stop_sequences=None, max_new_tokens=8):
        text = self.tok.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=max_new_tokens, stop_strings=stop_sequences)
        return self.tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)


class JsonToolAgent:
    def __init__(self, engine):
        self.engine = engine

    def step(self, task):
        reply = self.engine([{"role": "user", "content": task}])
        try:
            return json.loads(reply)
        except json.JSONDecodeError:
            return {"final_answer": reply}


if __name__ == "__main__":
    agent = JsonToolAgent(LocalEngine("Qwen/Qwen2-0.5B-Instruct"))
    print(agent.step("what is the time in the garden"))
