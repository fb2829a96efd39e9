# classes: 7 8
"""A small "LLM engine" for an agent framework: the agent calls
engine(messages, stop_sequences=[...]) and the engine maps stop_sequences onto
generate's stop_strings. The engine keeps its tokenizer but does not hand it to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class TransformersEngine:
    def __init__(self, model_id, max_new_tokens=16):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.max_new_tokens = max_new_tokens

    def __call__(self, messages, stop_sequences=None, **kwargs):
        prompt = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
        inputs = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(
            **inputs,
            max_new_tokens=self.max_new_tokens,
            stop_strings=stop_sequences,
            **kwargs,
        )
        return self.tokenizer.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


class CodeAgent:
    def __init__(self, engine):
        self.engine = engine
        self.memory = [{"role": "system", "content": "You write python code to solve tasks."}]

    def run(self, task, max_steps=2):
        self.memory.append({"role": "user", "content": task})
        for _ in range(max_steps):
            reply = self.engine(self.memory, stop_sequences=["<end_code>", "Observation:"])
            self.memory.append({"role": "assistant", "content": reply})
            self.memory.append({"role": "user", "content": "Observation: done"})
        return self.memory[-2]["content"]


if __name__ == "__main__":
    agent = CodeAgent(TransformersEngine("HuggingFaceTB/SmolLM2-135M-Instruct", max_new_tokens=8))
    print(agent.run("tell me a story about cats"))
