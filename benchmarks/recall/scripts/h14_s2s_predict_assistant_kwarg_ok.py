# classes: 7
"""Distillation sanity check: predict on the test split with the student as draft model.

trainer.predict forwards extra keyword arguments to model.generate.
"""
import tempfile

from transformers import (
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
    T5Config,
    T5ForConditionalGeneration,
)

TEST_SET = ["translate: the dog", "translate: a red fox", "translate: hello world"]


def tiny_t5(tok, layers):
    cfg = T5Config(vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=layers, num_heads=2,
                   decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id,
                   eos_token_id=tok.eos_token_id)
    return T5ForConditionalGeneration(cfg)


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
teacher = tiny_t5(tok, 2)
student = tiny_t5(tok, 1)

test_rows = [{"input_ids": tok(s)["input_ids"], "labels": tok(s)["input_ids"][:3]} for s in TEST_SET]

workdir = tempfile.mkdtemp()
args = Seq2SeqTrainingArguments(
    output_dir=workdir,
    per_device_eval_batch_size=1,
    predict_with_generate=True,
    generation_max_length=6,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=teacher, args=args, data_collator=DataCollatorForSeq2Seq(tok, model=teacher))
out = trainer.predict(test_rows, assistant_model=student)
print(out.metrics)
