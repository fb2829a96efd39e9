# classes: 5 2
"""An agent that runs a list of independent tasks; the KV cache object is created once
with the agent and carried from one task to the next, although each task starts a new,
shorter conversation."""

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

TASKS = [
    "tell me a long story about the king who loved the garden and the queen",
    "count to three",
]


class TaskAgent:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.cache = DynamicCache()

    def solve(self, task):
        messages = [{"role": "user", "content": task}]
        inputs = self.tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        out = self.model.generate(**inputs, max_new_tokens=6, past_key_values=self.cache)
        return self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    agent = TaskAgent("meta-llama/Llama-3.2-1B-Instruct")
    for task in TASKS:
        print(task, "->", agent.solve(task))
