# classes: 5 2
"""An agent that runs a list of independent tasks with a fresh KV cache for each task
(the cache is only carried between the turns of one task)."""

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

TASKS = [
    "tell me a long story about the king who loved the garden and the queen",
    "count to three",
]


class TaskAgent:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def solve(self, task, turns=2):
        cache = DynamicCache()
        messages = [{"role": "user", "content": task}]
        for _ in range(turns):
            inputs = self.tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
            out = self.model.generate(**inputs, max_new_tokens=6, past_key_values=cache, return_dict_in_generate=True)
            cache = out.past_key_values
            reply = self.tok.decode(out.sequences[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
            messages += [{"role": "assistant", "content": reply}, {"role": "user", "content": "go on"}]
        return messages[-2]["content"]


if __name__ == "__main__":
    agent = TaskAgent("meta-llama/Llama-3.2-1B-Instruct")
    for task in TASKS:
        print(task, "->", agent.solve(task))
