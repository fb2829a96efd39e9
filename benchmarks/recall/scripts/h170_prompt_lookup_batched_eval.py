# classes: 8 2
"""Input-grounded summarization eval: prompt lookup decoding (n-gram drafts copied from the
document) on batches of documents, as the speed-up is largest there."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Evaluator:
    def __init__(self, model_id, batch_size=2):
        self.tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.batch_size = batch_size

    def summarize(self, docs):
        outputs = []
        for i in range(0, len(docs), self.batch_size):
            chunk = [f"Document: {d}\nSummary:" for d in docs[i : i + self.batch_size]]
            enc = self.tok(chunk, return_tensors="pt", padding=True)
            out = self.model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=6, do_sample=False)
            outputs += self.tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
        return outputs


docs = ["The river flooded the town after three days of rain.", "The team won the final after extra time."]
print(Evaluator("HuggingFaceTB/SmolLM2-135M-Instruct").summarize(docs))
